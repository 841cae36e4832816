import TerminalCore
import TerminalUI
import TerminalUITesting
import Testing

@testable import DemoScenes

@MainActor
struct HomeToDetailTests {
  @Test func homeShowsFormAndKeys() throws {
    let screen = try makeDemoScreen()

    #expect(screen.lines[0] == " Home")
    #expect(screen.lines[2] == "  Disk …")
    #expect(screen.lines[4] == "  Message Type a message")
    #expect(screen.lines[6] == "  [ Send ]")
    #expect(screen.lines[8] == "  [ To-dos ]")
    #expect(screen.footer == " Enter Submit  Tab Next  Ctrl-O Open without segue  Ctrl-C Quit")
    #expect(screen.cursor == Point(x: 10, y: 4))
  }

  @Test func typedMessageTravelsToDetailAndDraftSurvivesGoingBack() throws {
    let screen = try makeDemoScreen()

    screen.type("Hello, 世界 👋🏽")
    screen.press(.enter)

    #expect(screen.lines[0] == " Home › Detail")
    #expect(screen.lines[2] == "  Hello, 世界 👋🏽")
    #expect(screen.lines[4] == "  Sent at 22:13")
    #expect(screen.cursor == nil)

    screen.press(.escape)

    #expect(screen.lines[0] == " Home")
    #expect(screen.lines[4] == "  Message Hello, 世界 👋🏽")
    #expect(screen.cursor == Point(x: 10 + "Hello, 世界 👋🏽".displayWidth, y: 4))
  }

  @Test func sendButtonPerformsTheSegue() throws {
    let screen = try makeDemoScreen()

    screen.type("Hi")
    screen.press(.tab)
    screen.press(.enter)

    #expect(screen.lines[0] == " Home › Detail")
    #expect(screen.lines[2] == "  Hi")
  }

  @Test func controlOGoesThroughTheRouterWithoutSegue() throws {
    let screen = try makeDemoScreen()

    screen.type("Direct")
    screen.press(.control("o"))

    #expect(screen.lines[0] == " Home › Detail")
    #expect(screen.lines[2] == "  Direct")
  }

  @Test func emptyDraftShowsErrorAndStaysHome() throws {
    let screen = try makeDemoScreen()

    screen.type("   ")
    screen.press(.enter)

    #expect(screen.lines[0] == " Home")
    #expect(screen.lines[5] == "  Type a message first.")
    #expect(screen.lines[7] == "  [ Send ]")
  }

  @Test func unknownSceneAndUnknownSegueShowOnTheStatusLine() throws {
    let screen = try makeDemoScreen()
    let home = screen.topViewController

    // The lists grow as scenes are scaffolded, so they are read from the storyboard and router.
    let scenes = try #require(home.storyboard).identifiers.joined(separator: ", ")
    let segues = HomeRouter.knownSegues.joined(separator: ", ")

    screen.perform { try home.performSegue(withIdentifier: "Nowhere") }
    #expect(
      screen.window.statusMessage?.text
        == "No scene 'Nowhere' in the storyboard; known scenes: \(scenes).")
    let identifiers = Set(scenes.split(separator: ", ").map(String.init))
    #expect(identifiers.isSuperset(of: ["AddToDo", "Detail", "EditToDo", "Home", "ToDoList"]))

    screen.perform { try home.performSegue(withIdentifier: "Home") }
    #expect(screen.statusLine == "No route for segue 'Home'; known segues: \(segues).")
    #expect(screen.lines[0] == " Home")

    screen.type("x")
    #expect(screen.statusLine == "")
  }

  @Test func poppingDetailFreesItsQuartet() throws {
    let screen = try makeDemoScreen()
    screen.type("Bye")
    screen.press(.enter)

    expectDeallocation(
      of: {
        let detail = screen.topViewController as? DetailViewController
        let interactor = detail?.interactor as? DetailInteractor
        return [
          detail, interactor, interactor?.presenter as AnyObject?, detail?.router as AnyObject?,
        ]
      },
      after: { screen.press(.escape) })
  }

  @Test func typingOneCharacterWritesOneByte() throws {
    let screen = try makeDemoScreen()
    screen.type("a")

    screen.type("b")

    #expect(screen.lastFrameBytes == Array("b".utf8))
  }

  @Test(arguments: [
    Size(width: 10, height: 3), Size(width: 1, height: 1), Size(width: 0, height: 0),
  ])
  func tinyTerminalsDoNotCrash(size: Size) throws {
    let screen = try makeDemoScreen()
    screen.type("Hello")

    screen.resize(to: size)
    screen.press(.enter)
    screen.press(.escape)

    #expect(screen.lines.count == size.height)
  }

  @Test func resizingRelaysOutTheScene() throws {
    let screen = try makeDemoScreen()

    screen.resize(to: Size(width: 40, height: 10))

    #expect(
      screen.lines == [
        " Home",
        "",
        "  Disk …                               █",
        "                                       █",
        "  Message Type a message               █",
        "                                       █",
        "  [ Send ]                             █",
        "                                       │",
        "",
        " Enter Submit  Tab Next  Ctrl-C Quit",
      ])
  }
}
